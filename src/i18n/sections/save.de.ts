// German strings of saving, loading, the offline app and the move hints (merged into ../de.ts);
// must translate every key of save.en.ts.
import type { saveEn } from './save.en';

export const saveDe: Record<keyof typeof saveEn, string> = {
  'save.saved.title': 'Gespeicherte Spiele',
  'save.saved.empty':
    'Noch keine gespeicherten Spiele. Spiele werden nach jedem Schritt automatisch gespeichert.',
  'save.saved.round': 'Runde {n}',
  'save.saved.over': 'beendet',
  'save.saved.updated': 'gespeichert {date}',
  'save.saved.setUp': 'vorbereitete Stellung',
  'save.continue': 'Fortsetzen',
  'save.continueTitle': '{scenario} mit {heroes} fortsetzen',
  'save.delete': 'Löschen',
  'save.deleteTitle': 'Dieses gespeicherte Spiel löschen',
  'save.confirmDelete':
    'Das gespeicherte Spiel {scenario} ({heroes}) löschen? Das kann nicht rückgängig gemacht werden.',
  'save.import': 'Spieldatei importieren…',
  'save.importTitle': 'Ein als JSON-Datei exportiertes Spiel öffnen',
  'save.export': 'Exportieren',
  'save.exportTitle': 'Dieses Spiel als JSON-Datei speichern',
  'save.exportDisabled':
    'Diese Stellung wurde direkt aufgebaut und hat keine Zugliste; sie kann nicht exportiert werden.',
  'save.loading': 'Spiel wird geöffnet…',
  'save.imported': 'Spiel importiert.',
  'save.status.saving': 'Wird gespeichert…',
  'save.status.saved': 'Gespeichert',
  'save.status.failed': 'Nicht gespeichert',
  'save.status.error': 'Nicht gespeichert: {message}',
  'save.error.title': 'Das Spiel konnte nicht geöffnet werden',
  'save.error.not-json':
    'Die Datei ist nicht lesbar: Sie ist kein gültiges JSON (vielleicht beschädigt oder abgeschnitten).',
  'save.error.not-a-save': 'Das ist keine Mage-Knight-Spielstanddatei.',
  'save.error.future-version':
    'Diese Datei stammt von einer neueren Version der App ({detail}). Aktualisiere die App, um sie zu öffnen.',
  'save.error.damaged': 'Die Datei ist beschädigt und wurde nicht geöffnet ({detail}).',
  'save.error.illegal-action':
    'Die Züge in der Datei lassen sich nicht nachspielen; die Datei ist beschädigt oder wurde bearbeitet ({detail}).',
  'save.error.tampered':
    'Die Datei wurde nach dem Speichern verändert: Ihre Züge führen nicht zur gespeicherten Stellung.',
  'save.error.too-large': 'Die Datei ist zu groß für einen Spielstand ({detail}).',
  'save.error.unreadable': 'Die Datei konnte nicht gelesen werden ({detail}).',
  'save.error.missing': 'Das gespeicherte Spiel gibt es nicht mehr.',
  'save.error.too-deep':
    'Die Datei ist kein Spielstand dieser App: Ihre Daten sind viel zu tief verschachtelt ({detail}).',
  'save.error.bad-setup': 'Der Spielaufbau in der Datei ist ungültig ({detail}).',
  'save.storage.title': 'Spiele werden nicht gespeichert',
  'save.storage.game':
    'Dieser Browser lässt die App gerade nicht speichern ({message}). Wenn du die Seite schließt, ist dieses Spiel verloren: Exportiere es, um es als Datei zu behalten.',
  'save.storage.start':
    'Dieser Browser lässt die App gerade nicht speichern: Spiele gehen verloren, wenn die Seite geschlossen wird. Exportiere ein Spiel über seine obere Leiste, um es als Datei zu behalten.',
  'save.storage.retry': 'Erneut versuchen',
  'save.storage.empty':
    'Gespeicherte Spiele sind nicht verfügbar, solange das Speichern nicht funktioniert.',
  'save.leave.title': 'Dieses Spiel ist nicht gespeichert',
  'save.leave.unsaved':
    'Das Speichern funktioniert gerade nicht ({message}). Wenn du das Spiel verlässt, ist es verloren. Exportiere es vorher, um es als Datei zu behalten.',
  'save.leave.export': 'Spiel exportieren',
  'save.leave.anyway': 'Verlassen und verlieren',
  'save.leave.stay': 'Zurück zum Spiel',
  'save.error.not-replayable': 'Dieses Spiel kann nicht exportiert werden: Es hat keine Zugliste.',
  'save.error.untouched': 'Es wurde nichts verändert: Deine Spiele sind wie zuvor.',
  'play.undo.why.reloaded': 'das Spiel wurde neu geladen',

  'app.loadFailed':
    'Das Spiel konnte nicht geladen werden ({message}). Prüfe die Verbindung und versuche es erneut; deine Spiele sind gespeichert.',
  'app.retry': 'Erneut versuchen',
  'pwa.install': 'Installieren',
  'pwa.installTitle': 'Mage Knight als App installieren (spielt auch offline)',
  'pwa.update': 'Eine neue Version ist verfügbar.',
  'pwa.reload': 'Neu laden',
  'pwa.reloadTitle': 'Die neue Version laden (dein Spiel ist gespeichert)',
  'pwa.later': 'Später',
  'pwa.offlineReady': 'Bereit zum Offline-Spielen.',

  'hint.button': 'Zug vorschlagen',
  'hint.buttonTitle': 'Den Computer nach einem Zug fragen; erneut klicken, um ihn zu spielen',
  'hint.apply': 'Ausführen',
  'hint.suggestion': 'Vorschlag: {action}',
  'hint.none': 'Gerade kein Vorschlag.',
  'hint.thinking': 'Überlege…',
  'hint.reason.tactic': 'Warum: die Taktik, die der Computer für diese Runde am höchsten einstuft.',
  'hint.reason.choice': 'Warum: die Option, die einen Schritt voraus am besten aussieht.',
  'hint.reason.combat':
    'Warum: Teil seines Plans für diesen Kampf: besiegen, was geht, blocken oder den billigsten Schaden nehmen.',
  'hint.reason.turn': 'Warum: der nützlichste Schritt, den er in diesem Zug sieht.',
  'hint.reason.explore': 'Warum: unterwegs, um neues Land zu erkunden.',
  'hint.reason.assault': 'Warum: unterwegs, um {site} zu erobern.',
  'hint.reason.enter': 'Warum: unterwegs zu {site}, um dort um die Belohnung zu kämpfen.',
  'hint.reason.challenge':
    'Warum: unterwegs zu marodierenden Feinden, die seine Hand schlagen kann.',
  'hint.reason.interact':
    'Warum: unterwegs zu {site}, um dort anzuwerben, zu heilen oder zu lernen.',
  'hint.reason.glade': 'Warum: unterwegs zur magischen Lichtung.',
  'hint.reason.mine': 'Warum: unterwegs, um eine Mine zu befreien.',
  'bot.playing': '{hero} (Computer) ist am Zug…',
  'bot.pause': 'Pause',
  'bot.resume': 'Weiter',
  'bot.paused': 'Computerspieler pausiert',
  'start.seatHuman': 'Mensch',
  'start.seatBot': 'Computer',
};

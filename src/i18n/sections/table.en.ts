// English texts of the table: the Settings menu, docking panels, camera and motion (merged into
// ../en.ts).
export const tableEn = {
  'settings.button': 'Settings',
  'settings.title': 'Settings',
  'settings.motion': 'Animations',
  'settings.motionHint':
    'The hero walks, cards fly, tiles and tokens flip, dice roll. Off: everything changes at once (also when your system asks for reduced motion).',
  'settings.reducedSystem': 'Your system asks for reduced motion: animations stay off.',
  'dock.collapse': 'Collapse {panel}',
  'dock.expand': 'Show {panel}',
  'dock.dummy': 'Dummy player',
  'camera.follow': 'Follow',
  'camera.followHint': 'The camera follows the hero again (it stops when you pan the map).',
};

// The demo photographs: each one a file of a Debian wallpaper package, its author and licence
// (from the package's copyright file, or the wallpaper's own metadata where the package has
// one), and how it is cut. tests/fixtures/IMAGES.md says the same for readers.

export type Shape = 'landscape' | 'portrait' | 'square';

export interface PhotoSource {
  /** The committed file: tests/fixtures/images/photos/{name}.jpg. */
  name: string;
  /** The Debian package and the file it installs. */
  pkg: string;
  file: string;
  author: string;
  licence: string;
  shape: Shape;
  /** What the picture shows (the uploads' alt text starts from it). */
  shows: string;
}

const LOMIRI = '/usr/share/backgrounds';
const PLASMA = '/usr/share/wallpapers';
const MATE = '/usr/share/backgrounds/mate/nature';

export const PHOTO_SOURCES: PhotoSource[] = [
  {
    name: 'sunset-ridge',
    pkg: 'lomiri-wallpapers-16.04',
    file: `${LOMIRI}/sunset_by_Aitzol_Berasategi.jpg`,
    author: 'Aitzol Berasategi',
    licence: 'CC-BY-4.0',
    shape: 'landscape',
    shows: 'The sun setting over a mountain ridge',
  },
  {
    name: 'dogs-at-the-door',
    pkg: 'lomiri-wallpapers-16.04',
    file: `${LOMIRI}/friends_by_Aitzol_Berasategi.jpg`,
    author: 'Aitzol Berasategi',
    licence: 'CC-BY-4.0',
    shape: 'portrait',
    shows: 'Two spaniels looking out of a farmhouse door',
  },
  {
    name: 'autumn-mountain',
    pkg: 'lomiri-wallpapers-16.04',
    file: `${LOMIRI}/aitzgorri_by_Aitzol_Berasategi.jpg`,
    author: 'Aitzol Berasategi',
    licence: 'CC-BY-4.0',
    shape: 'landscape',
    shows: 'An autumn beech wood below a limestone mountain',
  },
  {
    name: 'mountain-path',
    pkg: 'lomiri-wallpapers-16.04',
    file: `${LOMIRI}/picosdeeuropa_by_Aitzol_Berasategi.jpg`,
    author: 'Aitzol Berasategi',
    licence: 'CC-BY-4.0',
    shape: 'landscape',
    shows: 'A footpath climbing towards snowy peaks',
  },
  {
    name: 'forest-stream',
    pkg: 'lomiri-wallpapers-16.04',
    file: `${LOMIRI}/life_by_Aitzol_Berasategi.jpg`,
    author: 'Aitzol Berasategi',
    licence: 'CC-BY-4.0',
    shape: 'landscape',
    shows: 'A stream tumbling over mossy rocks in a wood',
  },
  {
    name: 'dandelion-meadow',
    pkg: 'lomiri-wallpapers-16.04',
    file: `${LOMIRI}/seeding_by_Clements_Engelhardt.jpg`,
    author: 'Clemens Engelhardt',
    licence: 'CC0-1.0',
    shape: 'landscape',
    shows: 'Dandelion clocks in a meadow at sunset',
  },
  {
    name: 'listening-room',
    pkg: 'lomiri-wallpapers-16.04',
    file: `${LOMIRI}/Wine_by_Jakkub_Mede.jpg`,
    author: 'Jakub Mede',
    licence: 'CC-BY-4.0',
    shape: 'portrait',
    shows: 'A drum, a bottle of wine and old loudspeakers in a living room',
  },
  {
    name: 'paint-brushes',
    pkg: 'lomiri-wallpapers-16.04',
    file: `${LOMIRI}/Picture_1A_by_freespace.jpg`,
    author: 'Trevor "Freespace"',
    licence: 'CC-BY-4.0',
    shape: 'landscape',
    shows: 'Paint brushes standing in a jar',
  },
  {
    name: 'fig-on-a-plate',
    pkg: 'lomiri-wallpapers-16.04',
    file: `${LOMIRI}/Picture_0B_by_freespace.jpg`,
    author: 'Trevor "Freespace"',
    licence: 'CC-BY-4.0',
    shape: 'square',
    shows: 'A halved fig on a red dish',
  },
  {
    name: 'dragonfly',
    pkg: 'lomiri-wallpapers-16.04',
    file: `${LOMIRI}/Dragonfly_by_Bolly.jpg`,
    author: '"Bolly"',
    licence: 'CC-BY-SA-4.0',
    shape: 'landscape',
    shows: 'A dragonfly resting on a twig',
  },
  {
    name: 'wall-clock',
    pkg: 'lomiri-wallpapers-16.04',
    file: `${LOMIRI}/greentock_by_Peter_Nerlich.jpg`,
    author: 'Peter Nerlich',
    licence: 'CC-BY-SA-4.0',
    shape: 'landscape',
    shows: 'The face of a white wall clock',
  },
  {
    name: 'nuthatch',
    pkg: 'lomiri-wallpapers-20.04',
    file: `${LOMIRI}/Kleiber_by_Lukas_Baubkus.jpg`,
    author: 'Lukas Baubkus',
    licence: 'CC-BY-SA-3.0',
    shape: 'landscape',
    shows: 'A nuthatch on a tree trunk',
  },
  {
    name: 'boats-at-dusk',
    pkg: 'plasma-workspace-wallpapers',
    file: `${PLASMA}/EveningGlow/contents/images/2560x1600.jpg`,
    author: 'Ian Hex',
    licence: 'LGPL-3.0',
    shape: 'landscape',
    shows: 'Rowing boats pulled up on a lake shore at dusk',
  },
  {
    name: 'fallen-leaf',
    pkg: 'plasma-workspace-wallpapers',
    file: `${PLASMA}/FallenLeaf/contents/images/2560x1600.jpg`,
    author: 'Martin Klapetek',
    licence: 'LGPL-3.0',
    shape: 'square',
    shows: 'A fallen maple leaf among autumn leaves',
  },
  {
    name: 'forest-path',
    pkg: 'plasma-workspace-wallpapers',
    file: `${PLASMA}/Path/contents/images/2560x1600.jpg`,
    author: 'Risto Saukonpää',
    licence: 'LGPL-3.0',
    shape: 'portrait',
    shows: 'A path through a pine forest',
  },
  {
    name: 'misty-pier',
    pkg: 'plasma-workspace-wallpapers',
    file: `${PLASMA}/ColdRipple/contents/images/2560x1600.jpg`,
    author: 'Risto Saukonpää',
    licence: 'LGPL-3.0',
    shape: 'landscape',
    shows: 'A wooden pier fading into mist',
  },
  {
    name: 'jetty-at-dusk',
    pkg: 'plasma-workspace-wallpapers',
    file: `${PLASMA}/BytheWater/contents/images/2560x1600.jpg`,
    author: 'Maciej Wiklo',
    licence: 'LGPL-3.0',
    shape: 'landscape',
    shows: 'Boards of a jetty above a lake at dusk',
  },
  {
    name: 'colourful-cups',
    pkg: 'plasma-workspace-wallpapers',
    file: `${PLASMA}/ColorfulCups/contents/images/2560x1600.jpg`,
    author: 'Dmitri Popov',
    licence: 'LGPL-3.0',
    shape: 'landscape',
    shows: 'Rows of colourful paper cups',
  },
  {
    name: 'kite',
    pkg: 'plasma-workspace-wallpapers',
    file: `${PLASMA}/Kite/contents/images/2560x1600.jpg`,
    author: 'Risto Saukonpää',
    licence: 'LGPL-3.0',
    shape: 'landscape',
    shows: 'A kite high in a blue summer sky',
  },
  {
    name: 'summer-lake',
    pkg: 'plasma-workspace-wallpapers',
    file: `${PLASMA}/summer_1am/contents/images/2560x1600.jpg`,
    author: 'Risto Saukonpää',
    licence: 'LGPL-3.0',
    shape: 'landscape',
    shows: 'A still lake under a violet summer night sky',
  },
  {
    name: 'marigold',
    pkg: 'mate-backgrounds',
    file: `${MATE}/Garden.jpg`,
    author: 'Charles Barbin',
    licence: 'GPL-2.0-or-later',
    shape: 'landscape',
    shows: 'A red and yellow marigold in a garden',
  },
  {
    name: 'ladybird',
    pkg: 'mate-backgrounds',
    file: `${MATE}/LadyBird.jpg`,
    author: 'Charles Barbin',
    licence: 'GPL-2.0-or-later',
    shape: 'square',
    shows: 'A ladybird among forget-me-nots',
  },
  {
    name: 'yellow-flower',
    pkg: 'mate-backgrounds',
    file: `${MATE}/YellowFlower.jpg`,
    author: 'Charles Barbin',
    licence: 'GPL-2.0-or-later',
    shape: 'square',
    shows: 'A yellow daisy in close-up',
  },
  {
    name: 'dune-grass',
    pkg: 'mate-backgrounds',
    file: `${MATE}/Dune.jpg`,
    author: 'Marco Cogoni',
    licence: 'GPL-2.0-or-later',
    shape: 'landscape',
    shows: 'Dune grass above a blue sea',
  },
];

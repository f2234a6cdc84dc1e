'use strict';

// Raster images made with sharp and uploaded through the upload plugin's own service, so Strapi
// makes its thumbnail/small/medium/large formats exactly as it does for an editor's upload.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const sharp = require('sharp');

const COLOURS = ['#8c5a3c', '#2f5d62', '#5e8b7e', '#b08968', '#6d597a', '#b56576', '#355070', '#c08552'];

async function uploadImage(strapi, { name, alt, width, height }, index) {
  const file = path.join(os.tmpdir(), `strapi5-seed-${process.pid}-${name}.png`);
  await sharp({ create: { width, height, channels: 3, background: COLOURS[index % COLOURS.length] } })
    .png()
    .toFile(file);
  const { size } = fs.statSync(file);
  const [uploaded] = await strapi
    .plugin('upload')
    .service('upload')
    .upload({
      data: { fileInfo: { name: `${name}.png`, alternativeText: alt, caption: '' } },
      files: { filepath: file, originalFilename: `${name}.png`, mimetype: 'image/png', size },
    });
  fs.rmSync(file, { force: true });
  return uploaded;
}

/** The same five images as the Strapi v3 project's seed: a wide one has every format, a small one a thumbnail only. */
async function makeImages(strapi) {
  const specs = [
    { key: 'hero', name: 'living-room-tapes', alt: 'A shelf of labelled VHS tapes', width: 1600, height: 1000 },
    { key: 'film', name: 'film-reels', alt: 'Three film reels on a table', width: 1600, height: 1000 },
    { key: 'slides', name: 'slide-carousel', alt: 'A slide carousel', width: 1200, height: 900 },
    { key: 'portrait', name: 'author-portrait', alt: 'Portrait', width: 400, height: 300 },
    { key: 'event', name: 'summit-hall', alt: 'Attendees in a convention hall', width: 1600, height: 1000 },
  ];
  const images = {};
  for (const [i, spec] of specs.entries()) images[spec.key] = await uploadImage(strapi, spec, i);
  return images;
}

module.exports = { makeImages };

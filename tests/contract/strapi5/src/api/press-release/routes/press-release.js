'use strict';

module.exports = require('@strapi/strapi').factories.createCoreRouter('api::press-release.press-release');

'use strict';

module.exports = require('@strapi/strapi').factories.createCoreService('api::press-release.press-release');

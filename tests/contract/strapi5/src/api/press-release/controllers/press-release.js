'use strict';

module.exports = require('@strapi/strapi').factories.createCoreController('api::press-release.press-release');

'use strict';

module.exports = require('@strapi/strapi').factories.createCoreService('api::event.event');

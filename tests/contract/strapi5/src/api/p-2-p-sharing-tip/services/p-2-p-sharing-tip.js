'use strict';

module.exports = require('@strapi/strapi').factories.createCoreService('api::p-2-p-sharing-tip.p-2-p-sharing-tip');

'use strict';

module.exports = require('@strapi/strapi').factories.createCoreService('api::team-member.team-member');

'use strict';

module.exports = require('@strapi/strapi').factories.createCoreRouter('api::team-member.team-member');

'use strict';

module.exports = require('@strapi/strapi').factories.createCoreController('api::team-member.team-member');

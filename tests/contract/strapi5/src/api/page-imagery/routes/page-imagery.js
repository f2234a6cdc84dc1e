'use strict';

module.exports = require('@strapi/strapi').factories.createCoreRouter('api::page-imagery.page-imagery');

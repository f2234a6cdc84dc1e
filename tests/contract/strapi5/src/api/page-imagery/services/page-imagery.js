'use strict';

module.exports = require('@strapi/strapi').factories.createCoreService('api::page-imagery.page-imagery');

'use strict';

module.exports = require('@strapi/strapi').factories.createCoreController('api::page-imagery.page-imagery');

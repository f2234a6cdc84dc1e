import { createApp } from './app.ts';

export default createApp();

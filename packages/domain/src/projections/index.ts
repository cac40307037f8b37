export * from './settled-play.js';
export * from './event-projector.js';
export * from './economy-projection.js';
export * from './projector-worker.js';

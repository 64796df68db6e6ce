export * from './cities';
export * from './landing';
export * from './plans';
export * from './practice';
export * from './quiz';
export * from './specialties';
export * from './retention';

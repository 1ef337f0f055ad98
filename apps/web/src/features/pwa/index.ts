export { PwaStatus } from './pwa-status';

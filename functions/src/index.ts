// Every deployed function, one file each.
export { health } from './health';

export { DueCountBadge } from './components/due-count-badge';

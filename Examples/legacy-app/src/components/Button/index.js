export Button from './Button';
export { default as ButtonRow } from './ButtonRow';

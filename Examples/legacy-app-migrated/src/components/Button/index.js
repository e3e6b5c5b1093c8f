export { default as Button } from './Button';
export { default as ButtonRow } from './ButtonRow';

export default 'test-file';

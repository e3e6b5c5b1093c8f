module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  setupFiles: ['<rootDir>/src/setupTests.js'],
  testMatch: ['**/__tests__/**/*.test.js'],
  moduleNameMapper: {
    '\\.(css|scss)$': 'identity-obj-proxy',
    '\\.(png|jpe?g|gif|svg|txt)$': '<rootDir>/src/__mocks__/fileMock.js',
    '^@/(.*)$': '<rootDir>/src/$1',
    '^components/(.*)$': '<rootDir>/src/components/$1',
  },
  transform: {
    '^.+\\.(js|ts)$': 'babel-jest',
  },
  globals: {
    __DEV__: true,
  },
  testURL: 'http://localhost/',
  collectCoverageFrom: ['src/**/*.js', '!src/index.js'],
  verbose: !!process.env.CI,
};

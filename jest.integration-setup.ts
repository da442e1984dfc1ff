// Against the stack's emulators, on two cores shared with the build or the unit layer: a
// test that races transactions on one document waits out Firestore's growing back-off, and
// a first request wakes a cold stand-in, so Jest's 5 s default is too short. Set here, not
// as the projects' `testTimeout`: Jest reads that option only from the top-level config. A
// file may still set more (jest.setTimeout at its top).
jest.setTimeout(30_000);

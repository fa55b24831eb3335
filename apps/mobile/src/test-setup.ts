import { configure } from '@testing-library/react';

// Screens wait for lazy dictionaries and chunks: on a loaded CI machine (jsdom suites beside
// builds) that may take many times the default 1 s of find* queries.
configure({ asyncUtilTimeout: 15_000 });

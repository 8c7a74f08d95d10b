import '@testing-library/jest-dom';

import { markClientNavigation } from '../src/lib/client-navigation';

// Component tests render in the browser as after the first page: deferred sections load at once.
markClientNavigation();

import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

import { markClientNavigation } from '../src/lib/client-navigation';
import { installDialogStandIn } from './dialog-stand-in';

// Component tests render in the browser as after the first page: deferred sections load at once.
markClientNavigation();
installDialogStandIn();

// On two busy cores what renders in 50 ms alone has taken over a second (a list redrawn in a
// transition, react-admin's save): findBy and waitFor wait up to 5 s instead of 1. A test still
// fails, only later, when what it waits for never comes.
configure({ asyncUtilTimeout: 5_000 });

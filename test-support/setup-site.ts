import '@testing-library/jest-dom';

import { markClientNavigation } from '../src/lib/client-navigation';
import { installDialogStandIn } from './dialog-stand-in';

// Component tests render in the browser as after the first page: deferred sections load at once.
markClientNavigation();
installDialogStandIn();

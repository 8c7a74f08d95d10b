import { listApiProcesses } from '../api/test/support/api-processes';

export default listApiProcesses;

import { endApiProcesses } from '../api/test/support/api-processes';

export default endApiProcesses;

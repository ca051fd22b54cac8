/** The fake client (tests/support/fake-api.ts) narrowed to the catalogue contract's paths. */
import type { paths } from '../../../domain/contract/catalogue';
import { createFakeApi } from '../../support/fake-api';

export { notFound, ok, serverError } from '../../support/fake-api';

export const createFakeCatalogue = () => createFakeApi<keyof paths>();

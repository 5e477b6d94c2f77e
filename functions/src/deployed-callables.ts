// Every callable of src/domain/callables/callables.ts is exported by index.ts
// under its contract's name: a contract without its function (or a misspelt
// export) fails the typecheck here.
import type { CallableName } from '@/domain/callables/callables';
import type * as deployed from './index';

type Missing = Exclude<CallableName, keyof typeof deployed>;

export const everyCallableDeployed: [Missing] extends [never] ? true : { missing: Missing } = true;

import { createElement, type ComponentType } from 'react';
import type { RecordType } from '@web/features/workflow';
import type { Area } from './paths';

/** A screen of a record type in an area, once for each: proposal and suggestion in the client, then in the mobile layout. */
export function screensOf(Screen: ComponentType<{ type: RecordType; area: Area }>) {
  const at = (type: RecordType, area: Area) => () => createElement(Screen, { type, area });
  return [at('proposal', 'client'), at('suggest', 'client'), at('proposal', 'mobile'), at('suggest', 'mobile')] as const;
}

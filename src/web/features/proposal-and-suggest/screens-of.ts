import { createElement, type ComponentType } from 'react';
import type { RecordType } from '@web/features/workflow';
import type { Area } from './paths';

/** A screen of a record type in an area, once for each: proposal and suggestion, client and mobile. */
export function screensOf(Screen: ComponentType<{ type: RecordType; area: Area }>) {
  const at = (type: RecordType, area: Area) => () => createElement(Screen, { type, area });
  return { client: { proposal: at('proposal', 'client'), suggest: at('suggest', 'client') }, mobile: { proposal: at('proposal', 'mobile'), suggest: at('suggest', 'mobile') } };
}

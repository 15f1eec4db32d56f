import ELK from 'elkjs/lib/elk.bundled.js';
import type { LifecycleGraph } from '@machines/lifecycle-graph';
import { elkGraphOf, layoutOf, type FlowLayout, type FlowLayoutOptions } from './flow.logic';

// One elk instance for the page; the bundled build runs in the main thread (no worker file to serve).
const elk = new ELK();

/** Lays the lifecycle out with elk's layered algorithm (asynchronous). */
export async function layoutLifecycle(graph: LifecycleGraph, options: FlowLayoutOptions = {}): Promise<FlowLayout> {
  const laid = await elk.layout(elkGraphOf(graph, options));
  return layoutOf(graph, laid);
}

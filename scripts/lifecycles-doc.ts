import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyStateNode } from 'xstate';
import { LIFECYCLE_KINDS, workflowOf } from '../machines/lifecycle-graph';
import { REFUSAL_HTTP_STATUS, describeWho, type StatusInfo, type TransitionRow, type Workflow, type WorkflowEventBase } from '../machines/workflow';

export const LIFECYCLES_DOC_PATH = fileURLToPath(new URL('../docs/lifecycles.md', import.meta.url));

type AnyWorkflow = Workflow<number, object, WorkflowEventBase, string, string>;

/** Every lifecycle the visualizer draws, in its order: one list of them (machines/lifecycle-graph.ts). */
const WORKFLOWS: AnyWorkflow[] = LIFECYCLE_KINDS.map(workflowOf);

function cell(text: string): string {
  return text.replaceAll('|', '\\|') || '—';
}

function statusCell(workflow: AnyWorkflow, status: number): string {
  return `${status} ${workflow.label(status)}`;
}

function targetCell(workflow: AnyWorkflow, row: TransitionRow<number>): string {
  if (row.to === 'history') {
    return `the status it left (history): ${row.historyTargets.map((status) => statusCell(workflow, status)).join(', ')}`;
  }
  return statusCell(workflow, row.to);
}

function transitionTable(workflow: AnyWorkflow): string[] {
  const lines = [
    '| from | event | result / satisfaction | guard(s) | who (403) | to | effects |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const row of workflow.transitions()) {
    const conditions = row.conditions.map(({ text, category }) => `${text} (${REFUSAL_HTTP_STATUS[category]})`).join('; ');
    lines.push(
      `| ${[
        statusCell(workflow, row.from),
        `${row.eventType} ${row.eventLabel}`,
        row.selectors.join(', '),
        conditions,
        row.who.map(describeWho).join(' or '),
        targetCell(workflow, row),
        row.effects.map((effect) => `\`${effect}\``).join(', '),
      ]
        .map(cell)
        .join(' | ')} |`,
    );
  }
  return lines;
}

function statusTable(workflow: AnyWorkflow): string[] {
  const statuses = workflow.config.statuses as Record<number, StatusInfo>;
  const lines = ['| code | label | state | final |', '| --- | --- | --- | --- |'];
  for (const [code, info] of Object.entries(statuses)) {
    const final = workflow.stateNodeOf(Number(code)).type === 'final' ? 'yes' : '';
    lines.push(`| ${code} | ${info.label} | \`${info.state}\` | ${final} |`);
  }
  return lines;
}

function mermaidStates(workflow: AnyWorkflow, node: AnyStateNode, indent: string): string[] {
  const statuses = workflow.config.statuses as Record<number, StatusInfo>;
  return Object.values(node.states as Record<string, AnyStateNode>).flatMap((child) => {
    if (child.type === 'history') return [];
    if (child.type === 'compound') {
      return [`${indent}state ${child.key} {`, ...mermaidStates(workflow, child, `${indent}  `), `${indent}}`];
    }
    const code = Object.keys(statuses).find((status) => statuses[Number(status)].state === child.key);
    return [`${indent}state "${code} ${statuses[Number(code)].label}" as ${child.key}`];
  });
}

function mermaidDiagram(workflow: AnyWorkflow): string[] {
  const { machine } = workflow.config;
  const lines = ['```mermaid', 'stateDiagram-v2', `  [*] --> ${machine.root.initial?.target[0]?.key}`];
  lines.push(...mermaidStates(workflow, machine.root, '  '));
  const rows = workflow.transitions();
  const choiceOf = (row: TransitionRow<number>) => [row.from, row.eventType, ...row.selectors].join(' ');
  for (const row of rows) {
    const from = workflow.stateNodeOf(row.from).key;
    const historyParent = row.definition.target?.[0]?.parent;
    const to = row.to === 'history' ? `${historyParent?.key}` : workflow.stateNodeOf(row.to).key;
    // Transitions that share an event and selector differ by a rule of the record: show it.
    const siblings = rows.filter((other) => choiceOf(other) === choiceOf(row));
    const sharedByAll = (text: string) => siblings.every((other) => other.conditions.some((condition) => condition.text === text));
    const rules = siblings.length > 1 ? row.conditions.filter(({ category, text }) => category === 'rule' && !sharedByAll(text)).map(({ text }) => text) : [];
    const label = [row.eventType, ...row.selectors].join(' ') + (rules.length ? ` (${rules.join(', ')})` : '') + (row.to === 'history' ? ' (history)' : '');
    lines.push(`  ${from} --> ${to}: ${label}`);
  }
  for (const status of Object.keys(workflow.config.statuses as Record<number, StatusInfo>).map(Number)) {
    const node = workflow.stateNodeOf(status);
    if (node.type === 'final') lines.push(`  ${node.key} --> [*]`);
  }
  lines.push('```');
  return lines;
}

function section(workflow: AnyWorkflow): string[] {
  const rows = workflow.transitions();
  return [
    `## ${workflow.config.title}`,
    '',
    `Machine \`${workflow.config.machine.id}\`, status field \`${workflow.config.statusField}\`.`,
    '',
    '### Statuses',
    '',
    ...statusTable(workflow),
    '',
    `### Transitions (${rows.length})`,
    '',
    ...transitionTable(workflow),
    '',
    '### Diagram',
    '',
    ...mermaidDiagram(workflow),
    '',
  ];
}

/** The whole of docs/lifecycles.md, generated from the machines. */
export function renderLifecyclesDoc(): string {
  return [
    '# Lifecycles as the machines implement them',
    '',
    '<!-- Generated by `npm run docs:lifecycles` (scripts/lifecycles-doc.ts) from machines/. Do not edit:',
    '     tests/lifecycles-doc.test.ts fails when this file differs from the machines. -->',
    '',
    'The rules are decided in `design/lifecycles.md`; this page lists them as the XState machines in',
    '`machines/` implement them, one row per transition and status it leaves from. The server decides',
    'every event with the same machines (`decideProposal`, `decideSuggestion`, `decideStationMessage`,',
    '`decideDeputyRecord`, `decideReportOnWork`).',
    '',
    'How a refused event is answered: **409** when the current status does not offer the event (or the',
    'version is stale) — a lifecycle may word that refusal itself, and the report on work answers **403**',
    'first when no status offers the event to the sender; otherwise the guard parts of its transitions are checked in this order, and the',
    'first that fails answers: who may send it (**403**), then payload conditions (**400**, a blank text',
    'counts as missing: null, `\'null\'`, empty, undefined or whitespace), then rules of the record',
    '(**409**). Each condition below carries its answer code. Every "who" admits `NPC_ADMIN` as well,',
    'except one marked "(not `NPC_ADMIN`)": a personal act, its owner\'s alone.',
    '',
    ...WORKFLOWS.flatMap(section),
  ].join('\n');
}

const invokedDirectly = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  mkdirSync(dirname(LIFECYCLES_DOC_PATH), { recursive: true });
  writeFileSync(LIFECYCLES_DOC_PATH, renderLifecyclesDoc());
  console.log(`wrote ${LIFECYCLES_DOC_PATH}`);
}

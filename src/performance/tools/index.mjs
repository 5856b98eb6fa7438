/** Performance, for the project's checks: the figures the benches wrote (./figures.mjs). */
export {FIGURES_JSON, FIGURES_MD, figuresMarkdown, readFigures} from './figures.mjs';

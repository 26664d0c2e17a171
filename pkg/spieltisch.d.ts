/* tslint:disable */
/* eslint-disable */

/**
 * A game kept in wasm memory: moves and views without re-reading the state.
 *
 * `free()` is this struct's own (it replaces wasm-bindgen's): it drops the
 * game and leaves an empty handle, so any later call throws a coded
 * `freed_table` Error instead of wasm-bindgen's uncoded "null pointer passed
 * to rust". The empty handle itself is reclaimed when JS collects the object.
 */
export class Table {
    free(): void;
    [Symbol.dispose](): void;
    /**
     * Applies a move; on refusal throws and the table is unchanged.
     */
    apply(mv: any): void;
    /**
     * Drops the game; later calls throw `freed_table`. Freeing twice is harmless.
     */
    free(): void;
    /**
     * The position's hash (see `stateHash`).
     */
    hash(): string;
    legalMoves(): any;
    /**
     * `Table.load(state)`: resumes a saved state document.
     */
    static load(state: any): Table;
    /**
     * `new Table(id, {players, seed?})`; the id as `newGame`'s.
     */
    constructor(id: string, options: any);
    state(): any;
    status(): any;
    /**
     * `table.suggestMove({iterations? | millis?, seed?})`: the computer's move.
     */
    suggestMove(options: any): any;
    view(viewer: any): any;
    readonly game: string;
    readonly players: number;
}

export function applyMove(state: any, mv: any): any;

/**
 * `[{id, name, minPlayers, maxPlayers, ...}]`
 */
export function games(): any;

export function legalMoves(state: any): any;

/**
 * `newGame(id, {players, seed?})`; the id is read by `wasm_input::read_game_id`.
 */
export function newGame(id: string, options: any): any;

/**
 * Random playouts inside wasm, for the Node benchmark:
 * `{games, moves, winners}` (timing is done by the caller).
 * Every argument is a `JsValue` (typed `string` and `number` for
 * TypeScript only): the id is checked as `newGame`'s, the numbers must be
 * JS numbers (no `valueOf` runs) and are range-checked as f64, never wrapped.
 */
export function playout(id: string, players: number, seed: number, games: number): any;

/**
 * `replayStep(save, step)`: a finished game's position after `step` moves,
 * every seat's view revealed (see `api::replay_step`); an unfinished game is
 * refused with `game_not_finished`.
 */
export function replayStep(save: any, step: any): any;

/**
 * `stateHash(state)`: 16 hex digits, the same as `Table#hash` and the CLI's `hash`.
 */
export function stateHash(state: any): string;

/**
 * `suggestMove(state, {iterations? | millis?, seed?})`: the computer's move
 * for the seat that decides now.
 */
export function suggestMove(state: any, options: any): any;

/**
 * The engine's version, recorded in every save next to `stateHash`.
 */
export function version(): string;

export function view(state: any, viewer: any): any;

export type InitInput = RequestInfo | URL | Response | BufferSource | WebAssembly.Module;

export interface InitOutput {
    readonly memory: WebAssembly.Memory;
    readonly __wbg_table_free: (a: number, b: number) => void;
    readonly applyMove: (a: any, b: any) => [number, number, number];
    readonly games: () => [number, number, number];
    readonly legalMoves: (a: any) => [number, number, number];
    readonly newGame: (a: any, b: any) => [number, number, number];
    readonly playout: (a: any, b: any, c: any, d: any) => [number, number, number];
    readonly replayStep: (a: any, b: any) => [number, number, number];
    readonly stateHash: (a: any) => [number, number, number, number];
    readonly suggestMove: (a: any, b: any) => [number, number, number];
    readonly table_apply: (a: number, b: any) => [number, number];
    readonly table_free: (a: number) => void;
    readonly table_game: (a: number) => [number, number, number, number];
    readonly table_hash: (a: number) => [number, number, number, number];
    readonly table_legalMoves: (a: number) => [number, number, number];
    readonly table_load: (a: any) => [number, number, number];
    readonly table_new: (a: any, b: any) => [number, number, number];
    readonly table_players: (a: number) => [number, number, number];
    readonly table_state: (a: number) => [number, number, number];
    readonly table_status: (a: number) => [number, number, number];
    readonly table_suggestMove: (a: number, b: any) => [number, number, number];
    readonly table_view: (a: number, b: any) => [number, number, number];
    readonly version: () => [number, number];
    readonly view: (a: any, b: any) => [number, number, number];
    readonly __wbindgen_malloc: (a: number, b: number) => number;
    readonly __wbindgen_realloc: (a: number, b: number, c: number, d: number) => number;
    readonly __wbindgen_free: (a: number, b: number, c: number) => void;
    readonly __wbindgen_exn_store: (a: number) => void;
    readonly __externref_table_alloc: () => number;
    readonly __wbindgen_externrefs: WebAssembly.Table;
    readonly __externref_table_dealloc: (a: number) => void;
    readonly __wbindgen_start: () => void;
}

export type SyncInitInput = BufferSource | WebAssembly.Module;

/**
 * Instantiates the given `module`, which can either be bytes or
 * a precompiled `WebAssembly.Module`.
 *
 * @param {{ module: SyncInitInput }} module - Passing `SyncInitInput` directly is deprecated.
 *
 * @returns {InitOutput}
 */
export function initSync(module: { module: SyncInitInput } | SyncInitInput): InitOutput;

/**
 * If `module_or_path` is {RequestInfo} or {URL}, makes a request and
 * for everything else, calls `WebAssembly.instantiate` directly.
 *
 * @param {{ module_or_path: InitInput | Promise<InitInput> }} module_or_path - Passing `InitInput` directly is deprecated.
 *
 * @returns {Promise<InitOutput>}
 */
export default function __wbg_init (module_or_path?: { module_or_path: InitInput | Promise<InitInput> } | InitInput | Promise<InitInput>): Promise<InitOutput>;

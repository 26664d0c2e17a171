/* tslint:disable */
/* eslint-disable */
export const memory: WebAssembly.Memory;
export const __wbg_table_free: (a: number, b: number) => void;
export const applyMove: (a: any, b: any) => [number, number, number];
export const games: () => [number, number, number];
export const legalMoves: (a: any) => [number, number, number];
export const newGame: (a: number, b: number, c: any) => [number, number, number];
export const playout: (a: number, b: number, c: number, d: number, e: number) => [number, number, number];
export const suggestMove: (a: any, b: any) => [number, number, number];
export const table_apply: (a: number, b: any) => [number, number];
export const table_game: (a: number) => [number, number];
export const table_legalMoves: (a: number) => [number, number, number];
export const table_load: (a: any) => [number, number, number];
export const table_new: (a: number, b: number, c: any) => [number, number, number];
export const table_players: (a: number) => number;
export const table_state: (a: number) => [number, number, number];
export const table_status: (a: number) => [number, number, number];
export const table_suggestMove: (a: number, b: any) => [number, number, number];
export const table_view: (a: number, b: any) => [number, number, number];
export const view: (a: any, b: any) => [number, number, number];
export const __wbindgen_malloc: (a: number, b: number) => number;
export const __wbindgen_realloc: (a: number, b: number, c: number, d: number) => number;
export const __wbindgen_free: (a: number, b: number, c: number) => void;
export const __wbindgen_exn_store: (a: number) => void;
export const __externref_table_alloc: () => number;
export const __wbindgen_externrefs: WebAssembly.Table;
export const __externref_table_dealloc: (a: number) => void;
export const __wbindgen_start: () => void;

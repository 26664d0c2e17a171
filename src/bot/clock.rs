//! Monotonic time for budgets in milliseconds: `std::time::Instant` natively,
//! `performance.now()` in wasm (the page, its worker and Node all have a
//! global `performance`), where `std::time` panics. `Date.now()` is the wall
//! clock: it jumps when the system clock is set, and a search budget read
//! from it could end at once or run on; `performance.now()` only goes forward.

pub struct Clock {
    start: f64,
}

impl Clock {
    pub fn start() -> Self {
        Clock { start: now_ms() }
    }

    pub fn elapsed_ms(&self) -> f64 {
        // Never negative, even if a platform's clock misbehaved.
        (now_ms() - self.start).max(0.0)
    }
}

#[cfg(target_arch = "wasm32")]
mod js {
    use wasm_bindgen::prelude::wasm_bindgen;

    // The binding web-sys's `Performance::now` generates, for the global
    // `performance` object of a window, a worker or Node alike (web-sys
    // reaches it through `Window` or `WorkerGlobalScope` separately).
    #[wasm_bindgen]
    extern "C" {
        #[wasm_bindgen(js_namespace = performance, js_name = now)]
        pub fn performance_now() -> f64;
    }
}

#[cfg(target_arch = "wasm32")]
fn now_ms() -> f64 {
    js::performance_now()
}

#[cfg(not(target_arch = "wasm32"))]
fn now_ms() -> f64 {
    use std::sync::OnceLock;
    use std::time::Instant;
    static EPOCH: OnceLock<Instant> = OnceLock::new();
    EPOCH.get_or_init(Instant::now).elapsed().as_secs_f64() * 1000.0
}

#[cfg(test)]
mod tests {
    use super::Clock;

    #[test]
    fn the_clock_goes_forward() {
        let clock = Clock::start();
        let mut last = 0.0;
        for _ in 0..1000 {
            let now = clock.elapsed_ms();
            assert!(now >= last, "{now} after {last}");
            last = now;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
        assert!(clock.elapsed_ms() >= 5.0);
    }
}

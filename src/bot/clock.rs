//! Wall-clock time for budgets in milliseconds: `std::time` natively, the
//! browser's (or Node's) `Date.now()` in wasm, where `std::time` panics.

pub struct Clock {
    start: f64,
}

impl Clock {
    pub fn start() -> Self {
        Clock { start: now_ms() }
    }

    pub fn elapsed_ms(&self) -> f64 {
        now_ms() - self.start
    }
}

#[cfg(target_arch = "wasm32")]
fn now_ms() -> f64 {
    js_sys::Date::now()
}

#[cfg(not(target_arch = "wasm32"))]
fn now_ms() -> f64 {
    use std::sync::OnceLock;
    use std::time::Instant;
    static EPOCH: OnceLock<Instant> = OnceLock::new();
    EPOCH.get_or_init(Instant::now).elapsed().as_secs_f64() * 1000.0
}

//! The shape of the code, as docs/development.md ("Layout") describes it, checked on the source
//! tree: which file's `use` names which other file (the import graph of each crate), the
//! game's layers, and the size of the files.
//!
//! - no import circle of more than two files in either crate, and none at all in the game;
//! - in the game, no file imports a file of a layer above its own
//!   (core < theme < world < play < input < ui < app);
//! - no source file over 900 lines.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// A crate's source files by module path (`["game", "ui", "hud"]`), read from `root`.
struct Tree {
    files: BTreeMap<Vec<String>, PathBuf>,
}

impl Tree {
    fn read(root: &Path) -> Tree {
        let mut files = BTreeMap::new();
        let mut stack = vec![root.to_path_buf()];
        while let Some(dir) = stack.pop() {
            for entry in fs::read_dir(&dir).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    stack.push(path);
                } else if path.extension().is_some_and(|e| e == "rs")
                    // A binary's root imports its library by name, not through `crate`.
                    && !path.ends_with("main.rs")
                {
                    let rel = path.strip_prefix(root).unwrap();
                    let mut module: Vec<String> = rel
                        .iter()
                        .map(|s| s.to_string_lossy().trim_end_matches(".rs").to_string())
                        .collect();
                    if matches!(module.last().map(String::as_str), Some("mod" | "lib")) {
                        module.pop();
                    }
                    files.insert(module, path);
                }
            }
        }
        Tree { files }
    }

    /// The file a path of modules (and maybe an item after them) lands in: the longest prefix
    /// that is a file.
    fn file_of(&self, path: &[String]) -> Option<&Vec<String>> {
        (0..=path.len())
            .rev()
            .find_map(|n| self.files.get_key_value(&path[..n]).map(|(k, _)| k))
    }

    /// Which files each file imports (`use crate::…`, `use super::…` and inline `crate::…`
    /// paths), outside its `#[cfg(test)]` module.
    fn imports(&self) -> BTreeMap<Vec<String>, BTreeSet<Vec<String>>> {
        let mut graph = BTreeMap::new();
        for (module, file) in &self.files {
            let text = fs::read_to_string(file).unwrap();
            let body = text.split("\n#[cfg(test)]\nmod tests").next().unwrap();
            let mut to = BTreeSet::new();
            for path in paths_in(body) {
                let mut abs: Vec<String> = Vec::new();
                let mut segs = path.iter().peekable();
                match segs.peek().map(|s| s.as_str()) {
                    Some("crate") => {
                        segs.next();
                    }
                    Some("super") => {
                        // `super` of `a/b.rs` is `a`; of `a/b/mod.rs` it is `a` too.
                        // `super` of `a/b.rs` and of `a/b/mod.rs` is `a`.
                        abs = module.clone();
                        abs.pop();
                        segs.next();
                        while segs.peek().map(|s| s.as_str()) == Some("super") {
                            abs.pop();
                            segs.next();
                        }
                    }
                    _ => continue,
                }
                abs.extend(segs.cloned());
                if let Some(target) = self.file_of(&abs)
                    && target != module
                {
                    to.insert(target.clone());
                }
            }
            graph.insert(module.clone(), to);
        }
        graph
    }
}

/// Every `crate::…`/`super::…` path in `text`, with `use` groups expanded one level
/// (`use crate::a::{b::C, d}` gives `crate::a::b::C` and `crate::a::d`).
fn paths_in(text: &str) -> Vec<Vec<String>> {
    let code: String = text
        .lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n");
    let mut out = Vec::new();
    let bytes = code.as_bytes();
    let mut i = 0;
    while i < code.len() {
        let rest = &code[i..];
        let starts_path = (rest.starts_with("crate::") || rest.starts_with("super::"))
            && (i == 0 || !(bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'_'));
        if !starts_path {
            i += rest.chars().next().map_or(1, char::len_utf8);
            continue;
        }
        let end = rest
            .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
            .unwrap_or(rest.len());
        let head: Vec<String> = rest[..end]
            .split("::")
            .filter(|s| !s.is_empty())
            .map(String::from)
            .collect();
        if rest[end..].starts_with('{') {
            let close = rest[end..].find('}').map_or(rest.len(), |c| end + c);
            for item in rest[end + 1..close].split(',') {
                let mut p = head.clone();
                p.extend(
                    item.split("::")
                        .map(|s| s.trim().trim_start_matches('{').to_string())
                        .filter(|s| !s.is_empty()),
                );
                out.push(p);
            }
            i += close;
        } else {
            out.push(head);
            i += end.max(1);
        }
    }
    out
}

/// The strongly connected groups of more than one file (Tarjan's algorithm).
fn circles(graph: &BTreeMap<Vec<String>, BTreeSet<Vec<String>>>) -> Vec<Vec<Vec<String>>> {
    struct State<'a> {
        graph: &'a BTreeMap<Vec<String>, BTreeSet<Vec<String>>>,
        index: BTreeMap<&'a Vec<String>, usize>,
        low: BTreeMap<&'a Vec<String>, usize>,
        stack: Vec<&'a Vec<String>>,
        on_stack: BTreeSet<&'a Vec<String>>,
        out: Vec<Vec<Vec<String>>>,
    }
    fn visit<'a>(s: &mut State<'a>, v: &'a Vec<String>) {
        let n = s.index.len();
        s.index.insert(v, n);
        s.low.insert(v, n);
        s.stack.push(v);
        s.on_stack.insert(v);
        for w in s.graph.get(v).into_iter().flatten() {
            let Some((w, _)) = s.graph.get_key_value(w) else {
                continue;
            };
            if !s.index.contains_key(w) {
                visit(s, w);
                let lw = s.low[w];
                let lv = s.low.get_mut(v).unwrap();
                *lv = (*lv).min(lw);
            } else if s.on_stack.contains(w) {
                let iw = s.index[w];
                let lv = s.low.get_mut(v).unwrap();
                *lv = (*lv).min(iw);
            }
        }
        if s.low[v] == s.index[v] {
            let mut group = Vec::new();
            loop {
                let w = s.stack.pop().unwrap();
                s.on_stack.remove(w);
                group.push(w.clone());
                if w == v {
                    break;
                }
            }
            if group.len() > 1 {
                s.out.push(group);
            }
        }
    }
    let mut s = State {
        graph,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        out: Vec::new(),
    };
    for v in graph.keys() {
        if !s.index.contains_key(v) {
            visit(&mut s, v);
        }
    }
    s.out
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn show(group: &[Vec<String>]) -> String {
    group
        .iter()
        .map(|m| m.join("/"))
        .collect::<Vec<_>>()
        .join(" ↔ ")
}

#[test]
fn the_game_has_no_import_circle() {
    let tree = Tree::read(&root().join("src"));
    assert!(tree.files.len() > 30, "the game's files are read");
    let found = circles(&tree.imports());
    assert!(
        found.is_empty(),
        "import circles in the game: {}",
        found.iter().map(|g| show(g)).collect::<Vec<_>>().join("; ")
    );
}

#[test]
fn the_engine_has_no_import_circle_of_more_than_two_files() {
    let tree = Tree::read(&root().join("engine/src"));
    assert!(tree.files.len() > 30, "the engine's files are read");
    let big: Vec<_> = circles(&tree.imports())
        .into_iter()
        .filter(|g| g.len() > 2)
        .collect();
    assert!(
        big.is_empty(),
        "import circles of more than two files in the engine: {}",
        big.iter().map(|g| show(g)).collect::<Vec<_>>().join("; ")
    );
}

#[test]
fn the_game_imports_only_from_its_own_layer_and_below() {
    const LAYERS: [&str; 7] = ["core", "theme", "world", "play", "input", "ui", "app"];
    let layer = |m: &[String]| {
        (m.len() > 2 && m[0] == "game").then(|| LAYERS.iter().position(|l| *l == m[1]))?
    };
    let tree = Tree::read(&root().join("src"));
    let mut upward = Vec::new();
    for (from, tos) in tree.imports() {
        let Some(lf) = layer(&from) else { continue };
        for to in tos {
            if let Some(lt) = layer(&to)
                && lt > lf
            {
                upward.push(format!("{} → {}", from.join("/"), to.join("/")));
            }
        }
    }
    assert!(
        layer(&["game".into(), "ui".into(), "hud".into()]) == Some(5),
        "the layers are named as the folders are"
    );
    assert!(upward.is_empty(), "imports of a higher layer: {upward:?}");
}

#[test]
fn no_source_file_is_over_900_lines() {
    let mut long = Vec::new();
    for dir in [
        "src",
        "engine/src",
        "tests",
        "engine/tests",
        "benches",
        "engine/benches",
    ] {
        for file in Tree::read(&root().join(dir)).files.values() {
            let lines = fs::read_to_string(file).unwrap().lines().count();
            if lines > 900 {
                long.push(format!("{} ({lines} lines)", file.display()));
            }
        }
    }
    assert!(long.is_empty(), "files over 900 lines: {long:?}");
}

/// The checks above find what they look for: a circle and an upward import made up here.
#[test]
fn the_checks_find_a_circle_and_resolve_paths() {
    let m = |s: &str| s.split('/').map(String::from).collect::<Vec<_>>();
    let mut graph = BTreeMap::new();
    graph.insert(m("a"), BTreeSet::from([m("b")]));
    graph.insert(m("b"), BTreeSet::from([m("c")]));
    graph.insert(m("c"), BTreeSet::from([m("a")]));
    graph.insert(m("d"), BTreeSet::from([m("a")]));
    let found = circles(&graph);
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].len(), 3);
    let paths = paths_in("use crate::game::{core::state::Phase, ui};\nlet x = super::hud::f();");
    assert!(
        paths.contains(&m("crate/game/core/state/Phase")),
        "{paths:?}"
    );
    assert!(paths.contains(&m("crate/game/ui")), "{paths:?}");
    assert!(paths.contains(&m("super/hud/f")), "{paths:?}");
}

#!/usr/bin/env python3
"""python3 score.py BRIEF_BINARY [LABEL]: lint every lie and honest file, score, write results-LABEL.txt."""
import json, os, re, subprocess, sys, glob
HERE = os.path.dirname(os.path.abspath(__file__))
FAM = {'memory': 'BM', 'licenses': 'BL', 'pins': 'BP', 'observations': 'BO',
       'references': 'BR', 'hardware': 'BH', 'provenance': 'BV'}
KINDS = [(1, 8, '1 registers'), (9, 14, '2 scope'), (15, 20, '3 quantities'), (21, 26, '4 guess-as-figure'),
         (27, 33, '5 model section'), (34, 42, '6 runs/builds/dates/nodes'), (43, 49, '7 licenses'),
         (50, 56, '8 pins'), (57, 64, '9 structural'), (65, 70, '10 fits/totals/commercial'),
         (71, 76, '11 hardware entry'), (77, 81, '12 cross-field figures')]
MARK = re.compile(r'#\s*expect:\s*([a-z]+)')

def kind_of(stem):
    n = int(stem.split('-')[0])
    for a, b, k in KINDS:
        if a <= n <= b: return k
    return '?'

def markers(path):
    """[(family, first_line, last_line)] 1-based; a marker on a block-scalar header covers the block."""
    lines = open(path, encoding='utf-8').read().split('\n')
    out = []
    for i, ln in enumerate(lines):
        m = MARK.search(ln)
        if not m or ln.lstrip().startswith('# lie') or ln.lstrip().startswith('# honest'): continue
        first = last = i + 1
        code = ln[:m.start()].rstrip()
        if re.search(r':\s*[>|][-+]?\s*$', code):
            ind = len(ln) - len(ln.lstrip())
            j = i + 1
            while j < len(lines) and (lines[j].strip() == '' or len(lines[j]) - len(lines[j].lstrip()) > ind):
                j += 1
            last = j
        out.append((m.group(1), first, last))
    return out

def hw_file(path):
    m = re.search(r'(?m)^hardware:\n\s+id:\s*(\S+)', open(path, encoding='utf-8').read())
    if not m: return None
    p = os.path.join(os.path.dirname(path), 'hardware', m.group(1) + '.yaml')
    return p if os.path.exists(p) else None

def lint(brief, files):
    r = subprocess.run([brief, 'lint', '--format', 'json', '--no-config', '--exit-zero'] + files,
                       capture_output=True, text=True)
    if r.returncode == 2:
        return None, (r.stdout + r.stderr).strip().splitlines()[:3]
    fs = json.loads(r.stdout)['findings']
    bad = [f"{f['code']} {os.path.basename(f['file'])}:{f['line']} {f['message']}" for f in fs if f['code'][:2] in ('BS', 'BY')]
    if bad:
        return None, bad[:3]
    return [f for f in fs if f['severity'] in ('warning', 'error')], None

def main():
    brief = os.path.abspath(sys.argv[1]); label = sys.argv[2] if len(sys.argv) > 2 else 'first-sight'
    rows, kinds, broken = [], {}, []
    for path in sorted(glob.glob(os.path.join(HERE, 'lies', '*.yaml'))):
        stem = os.path.basename(path)[:-5]
        files = [path] + ([hw_file(path)] if hw_file(path) else [])
        finds, err = lint(brief, files)
        if finds is None:
            broken.append((stem, err)); continue
        ms = [(os.path.realpath(f), m) for f in files for m in markers(f)]
        if len(ms) != 1: broken.append((stem, [f'{len(ms)} expect markers'])); continue
        mfile, (fam, a, b) = ms[0]
        pre = FAM[fam]
        at = [f for f in finds if f['code'].startswith(pre) and os.path.realpath(f['file']) == mfile
              and f['line'] <= b and f.get('end_line', f['line']) >= a]
        # a hardware-entry lie is also caught when the profile reports the entry failing its checks
        if not at and mfile != os.path.realpath(path) and pre == 'BH':
            at = [f for f in finds if f['code'] == 'BH605']
        codes = sorted({f['code'] for f in finds})
        k = kind_of(stem); s = kinds.setdefault(k, [0, 0, 0])
        s[2] += 1; s[0] += bool(at); s[1] += bool(finds)
        rows.append((stem, k, fam, f'{a}' if a == b else f'{a}-{b}', 'CAUGHT' if at else ('flagged' if finds else 'missed'),
                     ','.join(sorted({f['code'] for f in at})) or '-', ','.join(codes) or '-'))
    hon = []
    for path in sorted(glob.glob(os.path.join(HERE, 'honest', '*.yaml'))):
        stem = os.path.basename(path)[:-5]
        files = [path] + ([hw_file(path)] if hw_file(path) else [])
        finds, err = lint(brief, files)
        if finds is None: broken.append(('honest/' + stem, err)); continue
        hon.append((stem, sorted({f"{f['code']}@{os.path.basename(f['file'])}:{f['line']}" for f in finds})))
    out = []
    out.append(f'brief: {brief}   label: {label}')
    out.append('')
    out.append(f'{"kind":30} {"at line":>8} {"anywhere":>8} {"total":>6}')
    tot = [0, 0, 0]
    for _, _, k in KINDS:
        if k in kinds:
            s = kinds[k]; tot = [x + y for x, y in zip(tot, s)]
            out.append(f'{k:30} {s[0]:>8} {s[1]:>8} {s[2]:>6}')
    out.append(f'{"ALL":30} {tot[0]:>8} {tot[1]:>8} {tot[2]:>6}')
    fp = [h for h in hon if h[1]]
    out.append(f'honest flagged: {len(fp)} / {len(hon)}')
    for s, c in fp: out.append(f'  {s}: {" ".join(c)}')
    out.append(f'broken files: {len(broken)}')
    for s, e in broken: out.append(f'  {s}: {e}')
    out.append('')
    out.append(f'{"file":40} {"kind":28} {"family":13} {"line":8} {"result":8} {"at-line codes":14} all codes')
    for r in rows: out.append(f'{r[0]:40} {r[1]:28} {r[2]:13} {r[3]:8} {r[4]:8} {r[5]:14} {r[6]}')
    out.append('')
    out.append('honest files:')
    for s, c in hon: out.append(f'  {s:40} {" ".join(c) or "clean"}')
    txt = '\n'.join(out) + '\n'
    open(os.path.join(HERE, f'results-{label}.txt'), 'w').write(txt)
    print('\n'.join(out[:out.index('') if False else len(out)]) if False else txt.split('\n\nfile')[0] if False else txt[:txt.find(f'{"file":40}')])
main()

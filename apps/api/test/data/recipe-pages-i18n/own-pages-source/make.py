# Run from the folder above: python3 own-pages-source/make.py .
import json, html, os, sys
exec(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'recipes.py')).read())
OUT = sys.argv[1]
WORDS = {
 'de': dict(ing='Zutaten', steps='Zubereitung', lang='de-DE'),
 'fr': dict(ing='Ingrédients', steps='Préparation', lang='fr-FR'),
 'it': dict(ing='Ingredienti', steps='Preparazione', lang='it-IT'),
 'es': dict(ing='Ingredientes', steps='Preparación', lang='es-ES'),
 'pt': dict(ing='Ingredientes', steps='Modo de preparo', lang='pt-BR'),
}
e = lambda s: html.escape(s, quote=True)
def head(r, extra=''):
    return f'''<!DOCTYPE html>
<html lang="{WORDS[r['lang']]['lang']}">
<head>
<meta charset="utf-8">
<title>{e(r['title'])} | {e(r['site'])}</title>
<meta property="og:site_name" content="{e(r['site'])}">
<meta property="og:title" content="{e(r['title'])}">
{extra}</head>
<body>
<header class="site-header"><nav><ul><li><a href="/">Start</a></li><li><a href="/rezepte">Recettes · Ricette · Recetas · Receitas</a></li></ul></nav></header>
<main>
<article class="post">
<h1 class="entry-title">{e(r['title'])}</h1>
<p class="intro">{e(r['title'])}: {e(r['site'])}.</p>
'''
FOOT = '''</article>
</main>
<aside class="sidebar"><h3>Newsletter</h3><p>1 E-Mail pro Woche · 1 email par semaine</p></aside>
<footer><p>© 2024</p></footer>
</body>
</html>
'''
def lines(r): return [l for _, g in r['groups'] for l in g]
def ul(items, cls='ingredients'): return f'<ul class="{cls}">\n' + ''.join(f'<li>{e(i)}</li>\n' for i in items) + '</ul>\n'
def grouped_visible(r, style):
    out = ''
    for h, g in r['groups']:
        if h:
            out += {'h3': f'<h3>{e(h)}</h3>\n', 'p': f'<p><b>{e(h)}</b></p>\n'}.get(style, '')
        out += ul(g)
    return out
def steps_ol(steps): return '<ol class="steps">\n' + ''.join(f'<li>{e(s)}</li>\n' for s in steps) + '</ol>\n'
def jsonld(r, instructions, ingredients=None):
    d = {'@context': 'https://schema.org', '@type': 'Recipe', 'name': r['title'], 'author': {'@type': 'Person', 'name': r['site']},
         'recipeYield': r['recipeYield']}
    for k in ('prepIso', 'cookIso', 'totalIso'):
        if r.get(k): d[{'prepIso': 'prepTime', 'cookIso': 'cookTime', 'totalIso': 'totalTime'}[k]] = r[k]
    d['recipeIngredient'] = ingredients or lines(r)
    d['recipeInstructions'] = instructions
    d['inLanguage'] = WORDS[r['lang']]['lang']
    return '<script type="application/ld+json">' + json.dumps(d, ensure_ascii=False, indent=1) + '</script>\n'
def expected(r, instructions):
    x = {'source': 'written for this dev set', 'language': r['lang'], 'title': r['title'], 'ingredients': lines(r), 'instructions_list': instructions, 'yields': r['yields']}
    for k, key in (('prep', 'prep_time'), ('cook', 'cook_time'), ('total', 'total_time')):
        if r.get(k) is not None: x[key] = r[k]
    return x
count = {}
for r in R:
    lang = r['lang']; count[lang] = count.get(lang, 0) + 1
    name = f"{lang}-own-{count[lang]:02d}-{r['fmt']}"
    w = WORDS[lang]; fmt = r['fmt']
    if fmt == 'jsonld':
        steps = r['steps']
        page = head(r, jsonld(r, [{'@type': 'HowToStep', 'text': s} for s in steps]))
        page += f'<div class="recipe-card"><h2>{w["ing"]}</h2>\n{ul(lines(r))}<h2>{w["steps"]}</h2>\n{steps_ol(steps)}</div>\n'
        exp = expected(r, steps)
    elif fmt == 'jsonld-sections':
        secs = r['sections']
        page = head(r, jsonld(r, [{'@type': 'HowToSection', 'name': n, 'itemListElement': [{'@type': 'HowToStep', 'text': s} for s in ss]} for n, ss in secs]))
        page += f'<div class="recipe-card"><h2>{w["ing"]}</h2>\n{grouped_visible(r, "h3")}<h2>{w["steps"]}</h2>\n'
        for n, ss in secs: page += f'<h3>{e(n)}</h3>\n{steps_ol(ss)}'
        page += '</div>\n'
        exp = expected(r, [x for n, ss in secs for x in [n, *ss]])
    elif fmt == 'jsonld-textblock':
        steps = r['steps']
        block = ' '.join(f'{i+1}. {s}' for i, s in enumerate(steps))
        page = head(r, jsonld(r, block))
        page += f'<div class="recipe-card"><h2>{w["ing"]}</h2>\n{ul(lines(r))}<h2>{w["steps"]}</h2>\n<p>{e(block)}</p>\n</div>\n'
        exp = expected(r, steps)
    elif fmt == 'jsonld-groups-inline':
        steps = r['steps']
        inline = [x for h, g in r['groups'] for x in ([h] if h else []) + g]
        page = head(r, jsonld(r, [{'@type': 'HowToStep', 'text': s} for s in steps], inline))
        page += f'<div class="recipe-card"><h2>{w["ing"]}</h2>\n{grouped_visible(r, "h3")}<h2>{w["steps"]}</h2>\n{steps_ol(steps)}</div>\n'
        exp = expected(r, steps)
    elif fmt == 'microdata':
        steps = r['steps']
        page = head(r).replace('<article class="post">\n<h1 class="entry-title">', '<article class="post" itemscope itemtype="https://schema.org/Recipe">\n<h1 class="entry-title" itemprop="name">')
        metas = ''.join(f'<meta itemprop="{k}" content="{r[i]}">\n' for i, k in (('prepIso', 'prepTime'), ('cookIso', 'cookTime'), ('totalIso', 'totalTime')) if r.get(i))
        page += metas + f'<meta itemprop="recipeYield" content="{e(r["recipeYield"])}">\n'
        page += '<ul class="facts">' + ''.join(f'<li>{e(a)}: {e(b)}</li>' for a, b in r['timesText']) + f'<li>{e(r["visibleYield"])}</li></ul>\n'
        page += f'<h2>{w["ing"]}</h2>\n<ul class="ingredients">\n' + ''.join(f'<li itemprop="recipeIngredient">{e(i)}</li>\n' for i in lines(r)) + '</ul>\n'
        page += f'<h2>{w["steps"]}</h2>\n<div itemprop="recipeInstructions">\n{steps_ol(steps)}</div>\n'
        exp = expected(r, steps)
    elif fmt == 'plain':
        steps = r['steps']
        page = head(r)
        page += '<ul class="facts">' + ''.join(f'<li><strong>{e(a)}:</strong> {e(b)}</li>' for a, b in r['meta']) + '</ul>\n'
        if r.get('yieldline'): page += f'<p class="yield">{e(r["yieldline"])}</p>\n'
        page += f'<h2>{w["ing"]}</h2>\n{ul(lines(r), "list")}<h2>{w["steps"]}</h2>\n{steps_ol(steps)}'
        if r.get('after'): page += f'<h2>{e(r["after"][0])}</h2>\n<p>{e(r["after"][1])}</p>\n'
        exp = expected(r, steps)
    elif fmt == 'plain-groups':
        steps = r['steps']
        page = head(r)
        page += '<p class="facts">' + '<br>'.join(f'{e(a)}: {e(b)}' for a, b in r['meta']) + '</p>\n'
        page += f'<p class="yield">{e(r["yieldline"])}</p>\n<h2>{w["ing"]}</h2>\n'
        if lang in ('de', 'it'): page += grouped_visible(r, 'h3')
        elif lang == 'pt': page += grouped_visible(r, 'p')
        else:
            page += '<ul class="list">\n' + ''.join((f'<li class="group"><strong>{e(h)}</strong></li>\n' if h else '') + ''.join(f'<li>{e(i)}</li>\n' for i in g) for h, g in r['groups']) + '</ul>\n'
        page += f'<h2>{w["steps"]}</h2>\n' + ''.join(f'<p>{i+1}. {e(s)}</p>\n' for i, s in enumerate(steps))
        exp = expected(r, steps)
    page += FOOT
    open(os.path.join(OUT, name + '.html'), 'w').write(page)
    open(os.path.join(OUT, name + '.json'), 'w').write(json.dumps(exp, ensure_ascii=False, indent=2) + '\n')
print(count)

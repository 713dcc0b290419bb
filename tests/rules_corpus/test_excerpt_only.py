"""A clone without ../shared: only the seed excerpt is loaded, and every page says so."""


def test_without_a_complete_copy_every_page_says_59_rules_are_loaded_and_how_to_import(client, seed_corpus):
    for url in ("/", "/rules/", "/rules/408.1c", "/glossary/", "/corpora/", "/search?q=priority", "/diff/"):
        body = client.get(url).content.decode()
        assert "Only the seed excerpt is loaded: 59 rules" in body, url
        assert "python manage.py import_rules FILE-or-URL" in body, url


def test_breadcrumbs_name_the_whole_chain_even_where_the_excerpt_lacks_the_chapter(client, seed_corpus):
    body = client.get("/rules/408.1c").content.decode()
    crumb = body.split('<nav class="breadcrumb"')[1].split("</nav>")[0]
    assert 'href="/rules/4">4</a>' in crumb and 'href="/rules/408">408 Timing of Spells and Abilities</a>' in crumb
    assert 'href="/rules/408.1">408.1' in crumb

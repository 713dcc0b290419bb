from django.apps import AppConfig


class RulesCorpusConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "rules_corpus"
    verbose_name = "Rules corpus"

    def ready(self):
        from . import pagecache

        pagecache.connect()

from django.apps import AppConfig


class CardsConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "cards"
    verbose_name = "Card library"

    def ready(self):
        from . import pagecache

        pagecache.connect()

#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <QThreadPool>

#include <atomic>
#include <functional>
#include <memory>

namespace trainyard::ui {

// What a trainer package offers the wizard's Code page.
struct PackageInfo {
    QString path; // as given to inspect()
    // Where the dotted names resolve from: the folder to give as package URI (the parent of the
    // package when `path` is itself a package folder), or the archive itself.
    QString root;
    // Dotted names of the .py modules inside packages (folders with an __init__.py), such as
    // "trainer.task"; a package with a __main__.py appears under its own name. Likely entry points
    // first (modules with `if __name__ == "__main__":` — only known for folders — and modules named
    // task or main), each group sorted by name.
    QStringList modules;
    // From pyproject.toml, setup.cfg or setup.py (simple parsing) for a folder, from the file name
    // (name-version.tar.gz, wheel names) for an archive; empty when unknown.
    QString name;
    QString version;
    QString error; // for the user; empty on success
    bool missing = false; // nothing exists at `path` (then `error` says so)
    bool truncated = false; // a limit (depth, file count) stopped the walk: modules may be missing
};

// Finds the modules of a trainer package: a folder, an sdist (.tar.gz, .tgz, other tarballs) or a
// wheel / zip. Archives are listed, never extracted (`tar -tzf`, Python's zipfile). All work runs
// off the GUI thread, even the first look at the path (a stat can hang on a network mount): folders
// are walked on a thread pool, archives listed by an asynchronous QProcess. The callback runs on the
// thread that owns the inspector, unless cancel() came first or the inspector was destroyed; so a
// caller that follows what is typed calls cancel() before each inspect() and never sees the answer
// about an earlier text.
class PackageInspector : public QObject {
    Q_OBJECT

public:
    static constexpr int maxDepth = 8; // folder levels below the package root that are looked into
    static constexpr int maxFiles = 10'000; // files (or archive members) looked at
    static constexpr int listTimeoutMs = 60'000; // for tar / python listing an archive

    explicit PackageInspector(QObject* parent = nullptr);
    // Stops what is in progress (waits for a folder walk to notice).
    ~PackageInspector() override;

    void inspect(const QString& path, std::function<void(PackageInfo)> done);
    // Which of `paths` do not exist (in their order), looked at off the GUI thread; cancelled like inspect().
    void findMissing(const QStringList& paths, std::function<void(QStringList)> done);
    // Forgets every inspection in progress: their callbacks are not called.
    void cancel();
    // Whether a walk, a look-up or a listing is still under way (an answer may still wait in the
    // event queue after it ends). For tests and for waiting on a shutdown.
    bool busy() const;

    // The module list of a package from the relative paths of its files ("trainer/task.py";
    // '/'-separated, other files are ignored); `hasMainGuard(path)` says whether that file has an
    // `if __name__ == "__main__":` block. Sorted as in PackageInfo::modules.
    static QStringList modulesFromFiles(const QStringList& files, const std::function<bool(const QString&)>& hasMainGuard = {});

private:
    void listArchive(const QString& path, bool zip, std::function<void(PackageInfo)> done);
    void deliver(quint64 generation, const std::function<void(PackageInfo)>& done, PackageInfo info);
    // Runs `call` on the inspector's thread, later, unless cancel() came in between.
    void post(quint64 generation, std::function<void()> call);

    QThreadPool m_pool;
    std::shared_ptr<std::atomic<quint64>> m_generation; // bumped by cancel(); walks of older ones stop
};

} // namespace trainyard::ui

#pragma once

class QAction;
class QToolBar;

namespace trainyard::ui {

class MainWindow;

// The console's menus (File, Job, View) and its main toolbar, built once for a window: every main
// action with a shortcut, a tooltip that names it, and an icon from the desktop's theme. The actions
// the window enables and disables as the selection changes are handed back.
//
// The texts keep MainWindow's tr() context, where they were translated.
struct MainMenus {
    QAction* cancel = nullptr;
    QAction* resubmit = nullptr;
    QAction* clone = nullptr;
    QAction* exportJob = nullptr;
    QAction* convertToVertex = nullptr; // Job › Convert to Vertex AI…: enabled with a selected job
    QAction* settings = nullptr;
    QAction* palette = nullptr;
    QToolBar* toolBar = nullptr;

    static MainMenus build(MainWindow* window);
};

} // namespace trainyard::ui
